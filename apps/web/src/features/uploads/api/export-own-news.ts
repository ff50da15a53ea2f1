import { endpoints } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type ExportFormat, type OwnNewsParams, toExportQuery } from '../../../lib/own-news-params.ts';

/**
 * Opens the export's short-lived link. A link clicked in the page rather than `window.open`: the link
 * arrives after an awaited call, when a new window would be taken for a pop-up and blocked, and the
 * server answers it as an attachment, so the page stays where it is.
 */
function openExport(url: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: '', rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
}

/** GET v1/client/news/export with the table's filters; the caller shows the notices. */
export const useExportOwnNews = () =>
  useMutation({
    mutationFn: ({ params, rows, format }: { params: OwnNewsParams; rows: number; format: ExportFormat }) =>
      call(endpoints.uploads.export, { query: toExportQuery(params, rows, format), notify: false }),
    onSuccess: (answer) => openExport(answer.data.url),
  });

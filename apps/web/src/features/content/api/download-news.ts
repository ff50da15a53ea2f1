import { endpoints, type NewsDownloadFormat, type NinjsVersion, pathWith } from '@portal/shared';
import { saveApiFile } from '../../../lib/save-api-file.ts';

const EXTENSIONS: Record<NewsDownloadFormat, string> = { text: 'txt', ninjs: 'json', nitf: 'xml', 'newsml-g2': 'xml' };

/** Saves one news item as plain text, ninjs JSON, NITF XML or NewsML-G2 XML, under the name the server gives it; ninjs of `ninjs` (2.1 when left out). */
export const downloadNews = (id: number, format: NewsDownloadFormat, ninjs?: NinjsVersion) =>
  saveApiFile(
    pathWith(endpoints.newsDownloads.item.path, { id }),
    { format, ...(format === 'ninjs' && ninjs ? { ninjs } : {}) },
    `news-${id}.${EXTENSIONS[format]}`,
  );

/** Saves several news items as one ZIP: their texts, ninjs (of `ninjs`, 2.1 when left out) and pictures. */
export const downloadNewsZip = (ids: readonly number[], ninjs?: NinjsVersion) =>
  saveApiFile(endpoints.newsDownloads.zip.path, { ids: ids.join(','), ...(ninjs ? { ninjs } : {}) }, 'news.zip');

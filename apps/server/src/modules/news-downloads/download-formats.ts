import type { NewsDownloadFormat } from '@portal/shared';
import { G2_NEWS_MESSAGE_TYPE } from './newsml-g2.ts';

/** Each format a news item downloads in: the file's extension and the answer's media type. */
export const DOWNLOAD_FORMATS: Record<NewsDownloadFormat, { extension: string; contentType: string }> = {
  text: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  ninjs: { extension: 'json', contentType: 'application/json; charset=utf-8' },
  nitf: { extension: 'xml', contentType: 'application/xml; charset=utf-8' },
  'newsml-g2': { extension: 'xml', contentType: `${G2_NEWS_MESSAGE_TYPE}; charset=utf-8` },
};

import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { newsDownloadQuery, newsZipQuery } from '../news-downloads.schema.ts';

/** A news item as a file (text, ninjs, NITF, NewsML-G2), or several as one ZIP with their pictures: files, no JSON answer. */
export const newsDownloadsContract = {
  zip: route({
    method: 'GET',
    path: '/api/auth/v2/client/news/download.zip',
    access: 'reporter',
    query: newsZipQuery,
    description:
      'A ZIP archive, streamed: per readable item <slug>-<id>.txt, <slug>-<id>.json (IPTC ninjs 2.1, or the version `ninjs` names: 2.3, 3.2), <slug>-<id>.xml (its IPTC NewsML-G2 2.35 News Message, as `format=newsml-g2` answers it) and its pictures under <slug>-<id>/',
  }),
  item: route({
    method: 'GET',
    path: '/api/auth/v2/client/news/:id/download',
    access: 'reporter',
    params: idParams,
    query: newsDownloadQuery,
    description:
      '`format=ninjs` answers IPTC ninjs 2.1, or the version `ninjs` names (2.3, 3.2); an unknown version is a 400 naming the versions.',
  }),
};

import { endpoints } from '@portal/shared';
import { useDeskSave } from '../../../lib/use-desk-save.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/**
 * Publishes a new item (POST v1/news) or corrects one (PUT v1/news/{id}, with its status), multipart with
 * its files, reporting upload progress. The form shows the refusals itself; the desk's lists and the item are fetched again.
 */
export const useSaveDeskNews = (id: number | undefined) => useDeskSave(endpoints.newsDesk, id, newsDeskKeys.all);

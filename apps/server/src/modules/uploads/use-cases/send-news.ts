import type { OwnNewsDetail } from '@portal/shared';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { NewsForm } from '../news-form.ts';
import { checkedForm, editOf, filesOf, present, type UploadsDeps } from './shared.ts';

/** A client's Add News: checked whole, then saved pending with its files until staff publish it. */
export function createSendNews(deps: Pick<UploadsDeps, 'news' | 'media' | 'mediaService' | 'lookups' | 'links'>) {
  return async function create(caller: Authenticated, form: NewsForm): Promise<OwnNewsDetail> {
    const values = await checkedForm(deps, form);
    const row = await deps.news.create({
      ...editOf(values),
      userId: caller.user.houseId,
      memberId: caller.user.id,
      status: 'pending',
      files: filesOf(form),
    });
    return present(deps, row);
  };
}

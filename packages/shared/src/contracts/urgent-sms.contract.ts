import { route } from '../api-contract.ts';
import { messageResponse, single } from '../envelopes.ts';
import { urgentSmsRequest, urgentSmsSetting } from '../urgent-sms.schema.ts';

/** Each member's own choice of SMS for urgent news (My Account). */
export const urgentSmsContract = {
  setting: route({ method: 'GET', path: '/api/client/urgent-sms', access: 'member', response: single(urgentSmsSetting) }),
  choose: route({ method: 'PUT', path: '/api/client/urgent-sms', access: 'member', body: urgentSmsRequest, response: messageResponse }),
};

import { messages } from '@portal/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsEn } from '../../../locales/payments.en.ts';

type PaymentMessage = keyof typeof paymentsEn.messages;
const PAYMENT_MESSAGES = Object.keys(paymentsEn.messages) as PaymentMessage[];

/**
 * A payment message of packages/shared (a form rule's or the server's) in the UI language.
 * Texts that are not payment messages stay as they came.
 */
export function usePaymentText() {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = PAYMENT_MESSAGES.find((name) => messages[name] === text);
      return key ? t(`payments.messages.${key}`) : text;
    },
    [t],
  );
}

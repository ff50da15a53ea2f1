import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

export const SECURITY_EVENTS_PAGE_SIZE = 10;

/** The media house's security events, newest first, a page at a time (the owner's Team screen). */
export const useSecurityEvents = (page: number) =>
  useQuery({
    // New sign-ins happen all the time: read afresh whenever the screen opens.
    staleTime: 0,
    queryKey: [...teamKeys.securityEvents, page],
    queryFn: ({ signal }) => call(endpoints.audit.houseEvents, { query: { page, per_page: SECURITY_EVENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

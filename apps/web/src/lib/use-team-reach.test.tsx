import type { TeamRole, UserProfile } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { profileQuery } from './auth.ts';
import { useTeamReach } from './use-team-reach.ts';

function reach(needed: TeamRole, profile?: Pick<UserProfile, 'role' | 'team_role'>) {
  const queryClient = new QueryClient();
  if (profile) queryClient.setQueryData(profileQuery().queryKey, profile as UserProfile);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useTeamReach(needed), { wrapper }).result.current;
}

describe('useTeamReach', () => {
  it('lets each role do what the roles below it do', () => {
    expect(reach('reporter', { role: 'client', team_role: 'viewer' })).toBe(false);
    expect(reach('reporter', { role: 'client', team_role: 'reporter' })).toBe(true);
    expect(reach('editor', { role: 'client', team_role: 'reporter' })).toBe(false);
    expect(reach('editor', { role: 'client', team_role: 'owner' })).toBe(true);
  });

  it('lets staff do everything, and no one while the profile is unknown', () => {
    expect(reach('owner', { role: 'staff', team_role: 'viewer' })).toBe(true);
    expect(reach('viewer')).toBe(false);
  });
});

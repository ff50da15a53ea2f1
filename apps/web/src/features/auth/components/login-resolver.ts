import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@portal/shared';

/** The login form's check by the shared schema: a chunk of its own, so zod is not part of the screen's first download. */
export const loginResolver = zodResolver(loginRequest);

import type { Role } from '@kollab/contracts';

/** The caller of an HTTP request, after the guard checked token and Account signature. */
export interface RequestPrincipal {
  userId: string;
  /** null on routes that need no account (auth flows, the account picker). */
  accountId: string | null;
  roles: Role[];
  flags: string[];
  teamIds: string[];
  termsAccepted: boolean;
}

export interface RequestWithPrincipal {
  principal?: RequestPrincipal;
}

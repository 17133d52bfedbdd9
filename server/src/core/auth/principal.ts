/**
 * Who is calling: taken from a verified access token (and, for the account, from the
 * verified Account signature), never from request input. A token of the identity
 * context names the user only; the account, its roles and teams come from the signature.
 */
export interface Principal {
  userId: string;
  accountId?: string;
  teamIds: string[];
  roles: string[];
}

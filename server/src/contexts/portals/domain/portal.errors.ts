import type { ErrorCode } from '@kollab/contracts';

/** A portal rule refused a command; `status` is the HTTP answer, `field` names the input at fault (422). */
export class PortalRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    readonly code: ErrorCode,
    readonly field?: string,
  ) {
    super(code);
    this.name = 'PortalRefused';
  }
}

export const portalNotFound = (): PortalRefused => new PortalRefused(404, 'portals.portal_not_found');
export const portalExists = (): PortalRefused => new PortalRefused(409, 'portals.portal_exists');
export const contactNotFound = (): PortalRefused => new PortalRefused(422, 'portals.contact_not_found', 'contact_id');
export const invalidContactPerson = (): PortalRefused => new PortalRefused(422, 'portals.invalid_contact_person', 'contact_person');
export const alreadyInPortal = (): PortalRefused => new PortalRefused(409, 'portals.user_already_in_portal');
export const memberNotFound = (): PortalRefused => new PortalRefused(404, 'portals.member_not_found');

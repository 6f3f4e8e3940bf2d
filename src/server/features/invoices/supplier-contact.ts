import type { Cfdi } from '@common/invoices';
import type { Queryable } from '../../platform/db/client';
import { insertContact } from '../inventory/contacts-queries';
import { selectContactsByRfc } from './queries';

/** The user's supplier contact with the issuer's RFC, created from the invoice (name and RFC) when there is none. */
export async function supplierContactFor(db: Queryable, userId: string, issuer: Cfdi['issuer']): Promise<string> {
  const [existing] = await selectContactsByRfc(db, userId, { rfcs: [issuer.rfc] });
  if (existing) return existing.id;
  const created = await insertContact(db, userId, {
    values: {
      name: (issuer.name ?? issuer.rfc).slice(0, 200),
      contactInfo: `RFC ${issuer.rfc}`,
      whatsappNumber: null,
      email: null,
      rfc: issuer.rfc,
    },
  });
  return created.id;
}

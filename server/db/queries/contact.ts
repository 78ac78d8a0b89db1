/** Messages of the contact form, for the admins. */
import type { ContactMessage } from '@/lib/schemas/contact';
import type { Db } from '../client';
import { messageContact } from '../schema';

/** Stores a message; one with a filled honeypot is dropped (answered like the others). */
export async function insertContactMessage(db: Db, message: ContactMessage, uid: string | null): Promise<number | null> {
  if (message.honeypot.trim() !== '') return null;
  const [row] = await db
    .insert(messageContact)
    .values({ nom: message.nom, email: message.email, telephone: message.telephone ?? null, sujet: message.sujet, message: message.message, uid })
    .returning({ id: messageContact.idmessage });
  return row!.id;
}

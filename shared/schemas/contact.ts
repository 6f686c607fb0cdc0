import { z } from 'zod';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;

/** The contact form. `website` is a honeypot: people never see or fill it; bots do. */
export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter your name.').max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email).email('Please enter a valid e-mail address.'),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.message, `Please keep the message under ${CONTACT_LIMITS.message} characters.`),
  website: z.string().max(200).optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

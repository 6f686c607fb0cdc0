import { type FormEvent, useState } from 'react';
import { CONTACT_TEXTS, FAQ } from '../../../../shared/domain/contactTexts';
import { CONTACT_LIMITS, contactMessageSchema } from '../../../../shared/schemas/contact';
import { ApiRequestError, apiJson } from '../../auth/apiClient';
import { usePageMeta } from '../../meta/usePageMeta';
import { PublicLayout } from '../../routes/PublicLayout';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/TextField';
import './contact.css';

type Field = 'name' | 'email' | 'subject' | 'message';

/** Contact and FAQ: a working form (stored, mailed, rate-limited, honeypot) and the answers people ask for most. */
export function ContactPage({ subject: initialSubject = '' }: { subject?: string }) {
  usePageMeta('contact');
  const [values, setValues] = useState({
    name: '',
    email: '',
    subject: initialSubject.slice(0, CONTACT_LIMITS.subject),
    message: '',
    website: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field | 'website') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await apiJson('/api/contact', { body: parsed.data });
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      setFailure(error instanceof ApiRequestError && error.status !== 0 ? error.message : CONTACT_TEXTS.failed);
    }
  }

  return (
    <PublicLayout>
      <div className="container page contact-page">
        <h1>{CONTACT_TEXTS.heading}</h1>
        <p className="contact-page__intro">{CONTACT_TEXTS.intro}</p>
        <div className="contact-page__grid">
          <section aria-labelledby="contact-form-heading" className="card contact-form">
            <h2 id="contact-form-heading">Write to us</h2>
            {status === 'sent' ? (
              <p role="status" className="contact-form__sent">
                {CONTACT_TEXTS.sent}
              </p>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                <TextField
                  label="Name"
                  autoComplete="name"
                  value={values.name}
                  onChange={set('name')}
                  error={errors.name}
                  maxLength={CONTACT_LIMITS.name}
                />
                <TextField
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={set('email')}
                  error={errors.email}
                />
                <TextField
                  label="Subject"
                  value={values.subject}
                  onChange={set('subject')}
                  error={errors.subject}
                  maxLength={CONTACT_LIMITS.subject}
                />
                <TextAreaField
                  label="Message"
                  rows={6}
                  value={values.message}
                  onChange={set('message')}
                  error={errors.message}
                  maxLength={CONTACT_LIMITS.message}
                />
                <div className="contact-form__trap" aria-hidden="true">
                  <label htmlFor="contact-website">Website</label>
                  <input id="contact-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
                </div>
                {failure ? (
                  <p role="alert" className="form-error">
                    {failure}
                  </p>
                ) : null}
                <Button type="submit" busy={status === 'sending'}>
                  {status === 'sending' ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
                </Button>
              </form>
            )}
          </section>
          <section aria-labelledby="faq-heading" className="faq">
            <h2 id="faq-heading">Frequently asked questions</h2>
            {FAQ.map((item) => (
              <details key={item.q} className="faq__item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </section>
        </div>
      </div>
    </PublicLayout>
  );
}

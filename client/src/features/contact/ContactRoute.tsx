import { useSearch } from '@tanstack/react-router';
import { ContactPage } from './ContactPage';

/** /contact?subject=…: the form with the subject filled in (e.g. "Enterprise Plan" from the pricing modal). */
export function ContactRoute() {
  const { subject } = useSearch({ from: '/contact' });
  return <ContactPage subject={subject ?? ''} />;
}

/** Texts of the Contact and FAQ page. */
export const CONTACT_TEXTS = {
  heading: 'Contact and FAQ',
  intro: 'Questions about a recipe, your plan or your data? Write to us and we answer within two working days.',
  sent: 'Thank you! Your message has been sent. We will answer by e-mail.',
  failed: 'Your message could not be sent. Please try again.',
  send: 'Send message',
  sending: 'Sending…',
  rateLimited: 'You have sent several messages in a short time. Please try again in an hour.',
} as const;

export const FAQ = [
  {
    q: 'Does it work offline?',
    a: 'Yes. Your recipe book, meal plans, shopping list and settings are stored on your device and sync to your other devices when you are back online. Conversions run on the device too when there is no network.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from Manage Plan in Settings whenever you like: your plan stays until the end of the period you paid for, and nothing you saved is deleted.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Yes. Chef and Master Chef start with a 14-day free trial; you are not charged if you cancel before it ends.',
  },
  {
    q: 'How accurate is the nutrition information?',
    a: 'Nutrition is estimated from the ingredient list. If you have a medical condition, check with your healthcare provider or a registered dietitian before changing your diet.',
  },
  {
    q: 'Can I trust the allergen substitutions?',
    a: 'Every converted recipe is checked against your filters and allergies, and an ingredient the app cannot verify is marked so you can check its label. Always read labels of ready-made products.',
  },
  {
    q: 'Can I take my data with me?',
    a: 'Yes. Download my data in Settings gives you everything you saved as one file, on every plan.',
  },
] as const;

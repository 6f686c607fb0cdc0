import { InfoPage } from './InfoPage';
import { INFO_PAGES } from './infoPages';

/** The company and legal pages, in one chunk loaded by their routes only (the landing page never downloads their texts). */
export const AboutPage = () => <InfoPage content={INFO_PAGES.about} />;
export const CareersPage = () => <InfoPage content={INFO_PAGES.careers} />;
export const PartnershipsPage = () => <InfoPage content={INFO_PAGES.partnerships} />;
export const TermsPage = () => <InfoPage content={INFO_PAGES.terms} />;
export const PrivacyPage = () => <InfoPage content={INFO_PAGES.privacy} />;
export const CookiePolicyPage = () => <InfoPage content={INFO_PAGES.cookies} />;

import { Link } from '@tanstack/react-router';
import { CookieSettingsLink } from '../features/consent/CookieSettingsLink';

/** Footer with the spec's Product, Company and Legal links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label="Product">
          <h2 className="site-footer__heading">Product</h2>
          <ul>
            <li>
              <Link to="/app">Recipe converter</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/partnerships">Partnerships</Link>
            </li>
            <li>
              <Link to="/careers">Careers</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/cookie-policy">Cookie Policy</Link>
            </li>
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__legal">© {new Date().getFullYear()} Dietary Recipe Kitchen</p>
    </footer>
  );
}

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
              <a href="/app">Recipe converter</a>
            </li>
            <li>
              <a href="/blog">Blog</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            <li>
              <a href="/about">About</a>
            </li>
            <li>
              <a href="/contact">Contact</a>
            </li>
            <li>
              <a href="/partnerships">Partnerships</a>
            </li>
            <li>
              <a href="/careers">Careers</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <a href="/privacy-policy">Privacy Policy</a>
            </li>
            <li>
              <a href="/terms-of-service">Terms of Service</a>
            </li>
            <li>
              <a href="/cookie-policy">Cookie Policy</a>
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

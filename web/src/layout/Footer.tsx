import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATEGORY_ROUTES, FOOTER_VENDORS } from '../../../core/domain/catalog/categories';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';

const PAYMENTS = ['VISA', 'Mastercard', 'JazzCash', 'Easypaisa', 'Bank transfer', 'USDT'];

/** Help links, products, follow us (only for configured channels), payments, vendors. */
export const Footer = observer(function Footer() {
  const { system } = useStores();
  const { t } = useTranslation();
  const facebook = system.serviceUrl('FACEBOOK');
  const youtube = system.serviceUrl('YOUTUBE');
  return (
    <footer className="footer">
      <div className="footer__columns">
        <section>
          <h3>{t('footer.help')}</h3>
          <ul>
            <li>
              <Link to="/help#about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/help#responsible">{t('footer.responsible')}</Link>
            </li>
            <li>
              <Link to="/help#contact">{t('footer.contact')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('footer.products')}</h3>
          <ul className="footer__products">
            {CATEGORY_ROUTES.map((route) => (
              <li key={route.category}>
                <Link to={route.path}>{t(`category.${route.category}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {(facebook || youtube) && (
          <section>
            <h3>{t('footer.followUs')}</h3>
            <div className="footer__social">
              {facebook && (
                <a href={facebook} className="icon-button" aria-label="Facebook" rel="noopener noreferrer" target="_blank">
                  <Icon name="facebook" />
                </a>
              )}
              {youtube && (
                <a href={youtube} className="icon-button" aria-label="YouTube" rel="noopener noreferrer" target="_blank">
                  <Icon name="youtube" />
                </a>
              )}
            </div>
          </section>
        )}
      </div>
      <div className="footer__strip">
        <h3>{t('footer.payments')}</h3>
        <ul className="chips">
          {PAYMENTS.map((p) => (
            <li key={p} className="chip">
              {p}
            </li>
          ))}
        </ul>
      </div>
      <div className="footer__strip">
        <h3>{t('footer.vendors')}</h3>
        <ul className="chips chips--vendors">
          {FOOTER_VENDORS.map((v) => (
            <li key={v} className="chip chip--vendor">
              {v}
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__rights">{t('footer.rights', { year: new Date().getFullYear(), name: system.status?.merchantName ?? '' })}</p>
    </footer>
  );
});

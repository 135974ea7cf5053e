import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { answerOffer, favoritesOffer } from './favorites-store';

/** The sign-in offer: a visitor's favourites saved on this device, added to the account on request. */
export function FavoritesOffer() {
  useSignals();
  const { t } = useTranslation('market');
  const offered = favoritesOffer.value;
  if (offered.length === 0) return null;
  return (
    <div className="ml-offer" role="status">
      <span>{t('list.offer', { count: offered.length })}</span>
      <button type="button" onClick={() => void answerOffer(true)}>{t('list.offerAdd')}</button>
      <button type="button" className="ml-link" onClick={() => void answerOffer(false)}>{t('list.offerLater')}</button>
    </div>
  );
}

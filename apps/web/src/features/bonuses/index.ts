export { CampaignProgress } from './campaign-progress';
export { ComboboostOffer } from './comboboost-offer';
export { FreebetPicker } from './freebet-picker';
export { PromoCodeForm } from './promo-code-form';

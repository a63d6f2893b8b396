export { BonusToasts } from './bonus-toasts';
export { CampaignProgress } from './campaign-progress';
export { ComboboostOffer } from './comboboost-offer';
export { FreebetPicker } from './freebet-picker';
export { PromoCodeForm } from './promo-code-form';
export { Promotions, promotionsQueryOptions } from './promotions';
export { slipBonusEvent } from './slip-bonuses';
export { useSlipBonuses } from './use-slip-bonuses';

export { PromoCodeForm } from './promo-code-form';

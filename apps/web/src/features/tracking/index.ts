export { ConsentBanner } from './consent-banner';
export {
  AFFILIATE_COOKIE,
  AFFILIATE_MAX_AGE,
  affiliateValue,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  readConsent,
} from './cookies';
export { deviceId } from './device-id';
export { affiliateStag, trackingTags } from './tracking';

// Business constants and limits of PRODUCT.md §9, in one place for every app and test.

/** The sessionStorage key of the persisted session (the shell's start-up reads it before React runs). */
export const SESSION_STORAGE_KEY = 'shop-session';

export const REQUEST_TIMEOUT_MS = 10_000;
export const SEARCH_TIMEOUT_MS = 10_000;
/** PRODUCT.md §7: lazy-loaded code chunks (and remote entries) have a 120-second load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const SEARCH_PAGE_SIZE = 20;
export const MIN_SEARCH_CHARS = 3;
export const DEFAULT_SEARCH_SORT = 'createdAt,desc';

export const RELATED_PRODUCTS_COUNT = 8;
export const REVIEWS_PER_PAGE = 5;
export const WISHLIST_ROWS_PER_PAGE_OPTIONS = [5, 10, 20] as const;
export const WISHLIST_DEFAULT_ROWS_PER_PAGE = 5;

/** Seller summary counts products with stock below this as low. */
export const SUMMARY_LOW_STOCK_BELOW = 10;
/** The management table labels stock up to and including this as Low. */
export const TABLE_LOW_STOCK_MAX = 20;

export const TRUNCATE_SELLER_CARD_DESCRIPTION = 100;
export const TRUNCATE_BROWSE_DESCRIPTION = 80;
export const TRUNCATE_FEATURED_DESCRIPTION = 30;
export const TRUNCATE_FEATURED_NAME = 30;

export const FEATURED_SCROLL_STEP_PX = 1;
export const FEATURED_SCROLL_INTERVAL_MS = 20;
export const FEATURED_SCROLL_MIN_PRODUCTS = 4;

export const NOTICE_DURATION_MS = 5_000;
export const LOGOUT_REDIRECT_SECONDS = 3;
export const CATEGORY_SUGGESTIONS_HIDE_DELAY_MS = 150;

export const ADDRESS_LIMITS = { fullName: 50, street: 100, city: 50, stateZipCountry: 100 } as const;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
export const PAYNOW_REFERENCE_MAX = 20;
export const REVIEW_DESCRIPTION_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

export const PAYMENT_METHODS = ['PAYNOW', 'CREDIT_CARD', 'PAYPAL'] as const;
export const DEFAULT_PAYMENT_METHOD = 'PAYNOW';
export const PAYMENT_METHOD_LABELS = { PAYNOW: 'PayNow', CREDIT_CARD: 'Credit Card', PAYPAL: 'PayPal' } as const;
/** A made-up UEN shown for PayNow: this shop takes no real payments. */
export const FAKE_PAYNOW_UEN = '202600001T (TEST)';

export const DISPUTE_RESPONSE_DAYS = 3;
export const CONTACT_REPLY_WORKING_DAYS = 5;

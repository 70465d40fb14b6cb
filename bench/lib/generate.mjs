// Rows of a large, realistic catalogue: sellers, buyers, products, orders in every status, reviews.
// Pure functions of (counts, seed): the same arguments give the same rows (apart from timestamps, relative to now).
import { createHash } from 'node:crypto';
import { createRandom } from './random.mjs';
// Word pools for generated products (data: words.json): real words, so text search hits realistic numbers of rows.
import words from './words.json' with { type: 'json' };

const { ADJECTIVES, CATEGORIES, CITIES, COLOURS, FEATURES, FIRST_NAMES, LAST_NAMES, MATERIALS, REVIEW_LINES, STREETS, USES } = words;

const DAY_MS = 24 * 60 * 60 * 1000;
export const CATEGORY_NAMES = Object.keys(CATEGORIES);
/** Every generated account logs in with this password (one argon2 hash is reused for all of them). */
export const GENERATED_PASSWORD = 'bench-password-1';

/** Counts for a catalogue of `products`: ~50 sellers, 10,000 buyers and 50,000 orders at 100,000 products. */
export function countsFor(products, overrides = {}) {
  return {
    products,
    sellers: overrides.sellers ?? Math.max(5, Math.min(50, Math.round(products / 2000))),
    buyers: overrides.buyers ?? Math.max(50, Math.round(products / 10)),
    orders: overrides.orders ?? Math.max(100, Math.round(products / 2)),
  };
}

/** The stored image (32 hex characters, as the uploads route names files) of a category. */
export function categoryImageName(category) {
  return `${createHash('md5').update(`bench-category:${category}`).digest('hex')}.png`;
}

const iso = (ms) => new Date(ms).toISOString();

export function userRows({ sellers, buyers }, passwordHash, firstId, now) {
  const random = createRandom(7);
  const rows = [];
  let id = firstId;
  for (let i = 1; i <= sellers; i += 1) {
    const name = `shop_${random.pick(MATERIALS).replace(/\s+/g, '_')}_${String(i).padStart(3, '0')}`;
    rows.push({ id: id++, username: name, email: `${name}@example.com`, password_hash: passwordHash, role: 'SELLER', disabled: false, created_at: iso(now - 800 * DAY_MS + i * 1000) });
  }
  for (let i = 1; i <= buyers; i += 1) {
    const name = `buyer${String(i).padStart(5, '0')}`;
    rows.push({ id: id++, username: name, email: `${name}@example.com`, password_hash: passwordHash, role: 'BUYER', disabled: false, created_at: iso(now - 700 * DAY_MS + i * 1000) });
  }
  return rows;
}

/** Products spread over the categories and sellers; created over the last two years, newest last. */
export function productRows(count, sellerIds, firstId, now, seed) {
  const random = createRandom(seed);
  const rows = [];
  const span = 730 * DAY_MS;
  for (let i = 0; i < count; i += 1) {
    const category = CATEGORY_NAMES[i % CATEGORY_NAMES.length];
    const noun = random.pick(CATEGORIES[category]);
    const adjective = random.pick(ADJECTIVES);
    const material = random.pick(MATERIALS);
    const colour = random.pick(COLOURS);
    const name = random.chance(0.5) ? `${adjective} ${noun}` : `${adjective} ${capitalise(material)} ${noun}`;
    const description = `${adjective} ${noun.toLowerCase()} made of ${material} in ${colour}. ${random.pick(FEATURES)}. `
      + `${random.pick(FEATURES)}. Made for ${random.pick(USES)}.`;
    const stockKind = random.weighted({ out: 4, low: 8, normal: 88 });
    const stock = stockKind === 'out' ? 0 : stockKind === 'low' ? random.int(1, 9) : random.int(10, 1000);
    // Log-uniform prices from $1 to $1,000, ending in .99 half of the time.
    const dollars = Math.exp(random.next() * Math.log(1000));
    const priceCents = random.chance(0.5) ? Math.max(99, Math.floor(dollars) * 100 + 99) : Math.round(dollars * 100);
    const created = iso(now - span + Math.floor((span * i) / count));
    rows.push({
      id: firstId + i,
      seller_id: sellerIds[Math.floor(random.next() * sellerIds.length)],
      name,
      description,
      price_cents: priceCents,
      image_url: `/api/uploads/${categoryImageName(category)}`,
      category,
      stock,
      deleted: random.chance(0.02),
      created_at: created,
      updated_at: created,
      // Set from the generated reviews by orderRows, as the reviews' rating trigger would (it is paused for the load).
      rating_count: 0,
      rating_sum: 0,
      rating_rank: 0,
      stars_1: 0,
      stars_2: 0,
      stars_3: 0,
      stars_4: 0,
      stars_5: 0,
    });
  }
  return rows;
}

function capitalise(text) {
  return text.replace(/\b\w/g, (char) => char.toUpperCase());
}

const STATUS_BY_AGE = {
  // Older orders are mostly delivered; recent ones are still pending or on their way.
  old: { DELIVERED: 70, RESOLVED: 8, DISPUTING: 4, SHIPPED: 10, PENDING: 8 },
  recent: { PENDING: 45, SHIPPED: 35, DELIVERED: 15, DISPUTING: 4, RESOLVED: 1 },
};

/**
 * Orders of random buyers, 1-4 lines each, favouring popular products; every item status occurs.
 * Answers the orders, their items and reviews of delivered or resolved items (one per buyer and product), and sets
 * each reviewed product's rating columns.
 */
export function orderRows({ orders, buyerIds, products, sellerNames, firstOrderId, firstReviewId, now, seed }) {
  const random = createRandom(seed + 1);
  const live = products.filter((product) => !product.deleted);
  const orderList = [];
  const items = [];
  const reviews = [];
  const reviewed = new Set();
  const span = 365 * DAY_MS;
  const methods = ['PAYNOW', 'CREDIT_CARD', 'PAYPAL'];
  for (let i = 0; i < orders; i += 1) {
    const id = firstOrderId + i;
    const userId = buyerIds[Math.floor(random.next() * buyerIds.length)];
    const createdMs = now - span + Math.floor((span * i) / orders);
    const age = now - createdMs > 30 * DAY_MS ? 'old' : 'recent';
    const lineCount = random.int(1, 4);
    const chosen = new Set();
    let total = 0;
    for (let line = 0; line < lineCount; line += 1) {
      const product = live[random.skewed(live.length)];
      if (chosen.has(product.id)) continue;
      chosen.add(product.id);
      const quantity = random.weighted({ 1: 80, 2: 15, 3: 5 }) | 0;
      const status = random.weighted(STATUS_BY_AGE[age]);
      const shipped = status !== 'PENDING';
      const disputed = status === 'DISPUTING' || status === 'RESOLVED';
      total += product.price_cents * quantity;
      items.push({
        order_id: id,
        product_id: product.id,
        product_name: product.name,
        image_url: product.image_url,
        quantity,
        price_cents: product.price_cents,
        seller_id: product.seller_id,
        seller_name: sellerNames.get(product.seller_id),
        status,
        delivery_date: shipped ? iso(createdMs + random.int(2, 10) * DAY_MS) : null,
        dispute_reason: disputed ? random.pick(['Item damaged', 'Wrong item', 'Not as described', 'Never arrived']) : null,
        dispute_description: disputed ? 'The parcel did not match the listing.' : null,
        dispute_raised_at: disputed ? iso(createdMs + 12 * DAY_MS) : null,
      });
      const key = `${product.id}:${userId}`;
      if ((status === 'DELIVERED' || status === 'RESOLVED') && !reviewed.has(key) && random.chance(0.6)) {
        reviewed.add(key);
        const rating = Number(random.weighted({ 5: 45, 4: 30, 3: 12, 2: 6, 1: 7 }));
        reviews.push({
          id: firstReviewId + reviews.length,
          product_id: product.id,
          user_id: userId,
          rating,
          description: random.pick(REVIEW_LINES),
          created_at: iso(Math.min(now - 1000, createdMs + random.int(5, 40) * DAY_MS)),
        });
        addRating(product, rating);
      }
    }
    const method = random.pick(methods);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    orderList.push({
      id,
      user_id: userId,
      created_at: iso(createdMs),
      order_price_cents: total,
      address_full_name: `${first} ${last}`,
      address_street: `${random.int(1, 400)} ${random.pick(STREETS)}`,
      address_city: random.pick(CITIES),
      address_state_zip_country: `${random.int(10000, 99999)} Country`,
      payment_method: method,
      card_brand: method === 'CREDIT_CARD' ? random.pick(['VISA', 'MASTERCARD']) : null,
      card_last4: method === 'CREDIT_CARD' ? String(random.int(1000, 9999)) : null,
      card_name: method === 'CREDIT_CARD' ? `${first} ${last}` : null,
      paypal_email: method === 'PAYPAL' ? `${first.toLowerCase()}.${last.toLowerCase()}@example.com` : null,
      paynow_reference: method === 'PAYNOW' ? `REF${random.int(100000, 999999)}` : null,
    });
  }
  return { orders: orderList, items, reviews };
}

/** A product's rating columns after one more review, as the review triggers keep them (migrations 0020, 0069). */
function addRating(product, rating) {
  product[`stars_${rating}`] += 1;
  product.rating_count += 1;
  product.rating_sum += rating;
  product.rating_rank = Math.trunc((product.rating_sum * 100) / product.rating_count);
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/common-schemas';
import { LruCache } from '../../lib/lru-cache';
import { errorResponses, httpError } from '../../plugins/errors';
import { countLiveProducts, findSeller, type SellerProfile, sellerScorecard } from './sellers.repository';
import { SellerProfileSchema } from './sellers.schemas';

/** How long a computed profile is served as is: the scorecard moves slowly, and a busy seller page costs one pass a minute. */
export const SELLER_PROFILE_TTL_MS = 60_000;
const CACHED_SELLERS = 1_000;

export const sellersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The promise is cached, so concurrent requests for one seller share a single computation.
  const cache = new LruCache<number, { until: number; profile: Promise<SellerProfile> }>(CACHED_SELLERS);

  async function computeProfile(id: number): Promise<SellerProfile> {
    const seller = await findSeller(app.db, id);
    if (!seller) throw httpError(404, 'Seller not found.', `There is no seller with id ${id}.`);
    const [liveProducts, scorecard] = await Promise.all([countLiveProducts(app.db, id), sellerScorecard(app.db, app.dialect, id)]);
    return { ...seller, liveProducts, scorecard };
  }

  function profileOf(id: number): Promise<SellerProfile> {
    const hit = cache.get(id);
    if (hit && hit.until > Date.now()) return hit.profile;
    const entry = { until: Date.now() + SELLER_PROFILE_TTL_MS, profile: computeProfile(id) };
    cache.set(id, entry);
    // A failure (a 404, a database error) is not kept: the next request asks again.
    entry.profile.catch(() => {
      entry.until = 0;
    });
    return entry.profile;
  }

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: "A seller's public profile: name, member since, live products and the scorecard from real orders (cached for a minute)",
        params: IdParams,
        response: { 200: SellerProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(request.params.id);
      void reply.header('cache-control', `public, max-age=${SELLER_PROFILE_TTL_MS / 1000}`);
      return profile;
    },
  );
};

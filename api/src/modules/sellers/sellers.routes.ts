import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/common-schemas';
import { errorResponses, httpError } from '../../plugins/errors';
import { countLiveProducts, findSeller, type SellerProfile, sellerScorecard } from './sellers.repository';
import { SellerProfileSchema } from './sellers.schemas';

/** How long a browser or proxy may keep a profile (standard HTTP caching; the server computes each one afresh). */
const SELLER_PROFILE_MAX_AGE_SECONDS = 60;

export const sellersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Computed on every request: the scorecard also moves with time alone (an item's 2-day shipping window closing), so
  // no version could say when a kept one went stale.
  async function profileOf(id: number): Promise<SellerProfile> {
    const seller = await findSeller(app.db, id);
    if (!seller) throw httpError(404, 'Seller not found.', `There is no seller with id ${id}.`);
    const [liveProducts, scorecard] = await Promise.all([countLiveProducts(app.db, id), sellerScorecard(app.db, app.dialect, id)]);
    return { ...seller, liveProducts, scorecard };
  }

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: "A seller's public profile: name, member since, live products and the scorecard from real orders (browsers may keep it a minute)",
        params: IdParams,
        response: { 200: SellerProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(request.params.id);
      void reply.header('cache-control', `public, max-age=${SELLER_PROFILE_MAX_AGE_SECONDS}`);
      return profile;
    },
  );
};

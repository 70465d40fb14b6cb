import { Link } from '@shop/shared/router';
import { getSellerProfile, MutedText, useQuery, useSessionStore } from '@shop/shared';
import { SellerScorecardView } from '@shop/shared/detail-ui';
import { SELLER_TEXT } from '../../../seller-text';

/** The signed-in seller's scorecard, exactly as shoppers see it on their public page (which it links to). */
export function OwnScorecard() {
  const sellerId = useSessionStore((state) => state.userId);
  const { state } = useQuery(sellerId === null ? null : `seller:${sellerId}`, (signal) => getSellerProfile(sellerId!, signal), {
    onError: (error) => console.error('Could not load the scorecard', error),
  });
  if (state.status === 'error') return <MutedText role="status">{SELLER_TEXT.home.scorecardFailed}</MutedText>;
  if (state.status !== 'ready') return null;
  return (
    <SellerScorecardView scorecard={state.data.scorecard}>
      <MutedText>
        <Link to={`/sellers/${state.data.id}`}>{SELLER_TEXT.home.publicPage}</Link>
      </MutedText>
    </SellerScorecardView>
  );
}

import styled from 'styled-components';
import { MutedText, PageTitle, type SellerProfile } from '@shop/shared';
import { SELLERS_TEXT } from '../sellers-text';

const Facts = styled(MutedText)`
  margin-top: 0;
`;

/** The seller's name, when they joined and how many products they offer. */
export function SellerHeader({ profile }: { profile: SellerProfile }) {
  return (
    <header>
      <PageTitle>{profile.name}</PageTitle>
      <Facts>
        {SELLERS_TEXT.memberSince(profile.memberSince)} · {SELLERS_TEXT.liveProducts(profile.liveProducts)}
      </Facts>
    </header>
  );
}

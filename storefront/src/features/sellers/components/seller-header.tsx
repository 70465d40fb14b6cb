import styled from 'styled-components';
import { MutedText, PageTitle, type SellerProfile } from '@shop/shared';
import { SELLERS_TEXT } from '../sellers-text';

// Usernames can be one long word: let them wrap instead of running off a phone's screen.
const Header = styled.header`
  overflow-wrap: anywhere;
`;

const Facts = styled(MutedText)`
  margin-top: 0;
`;

/** The seller's name, when they joined and how many products they offer. */
export function SellerHeader({ profile }: { profile: SellerProfile }) {
  return (
    <Header>
      <PageTitle>{profile.name}</PageTitle>
      <Facts>
        {SELLERS_TEXT.memberSince(profile.memberSince)} · {SELLERS_TEXT.liveProducts(profile.liveProducts)}
      </Facts>
    </Header>
  );
}

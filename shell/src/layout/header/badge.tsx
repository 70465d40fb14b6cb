import styled from 'styled-components';

/** The count bubble on the cart icon and the bell. */
export const Badge = styled.span`
  position: absolute;
  top: -6px;
  right: -8px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

export const IconLink = styled.span`
  position: relative;
  display: inline-flex;
`;

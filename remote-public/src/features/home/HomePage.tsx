/** The public home: a banner and the two offerings with their feature lists. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages, Routes } from '@times/shared-sdk';
import { OfferingCard } from './OfferingCard';

const Banner = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.accent});
  color: #fff;
  padding: 56px 24px;
  text-align: center;
  h1 { margin: 0 0 12px; font-size: 2rem; }
  p { max-width: 640px; margin: 0 auto 24px; opacity: 0.92; }
  a {
    display: inline-block;
    background: #fff;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    padding: 10px 22px;
    border-radius: 8px;
    text-decoration: none;
  }
`;

const Offerings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 20px;
  max-width: 960px;
  margin: 32px auto;
  padding: 0 16px;
`;

const text = messages.publicHome;

export function HomePage() {
  return (
    <>
      <Banner>
        <h1>{text.bannerTitle}</h1>
        <p>{text.bannerText}</p>
        <Link to={Routes.SIGNUP}>{text.getStarted}</Link>
      </Banner>
      <Offerings>
        <OfferingCard title={text.timesTitle} features={text.timesFeatures} />
        <OfferingCard title={text.waterTitle} features={text.waterFeatures} />
      </Offerings>
    </>
  );
}

/** The three ad slides of the app home, turning every few seconds, with dots and arrows. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { appMessages } from '@times/shared-sdk/app';

export const SLIDE_INTERVAL_MS = 6000;

const Frame = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.accent});
  color: #fff;
  padding: 28px 64px;
  min-height: 132px;
  margin-bottom: 20px;
  h2 { margin: 0 0 6px; font-size: 1.3rem; }
  p { margin: 0; opacity: 0.92; }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  background: rgba(255, 255, 255, 0.18);
  border: none;
  color: #fff;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  font-size: 1.2rem;
  cursor: pointer;
`;

const Dots = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 14px;
  button {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: none;
    padding: 0;
    cursor: pointer;
    background: rgba(255, 255, 255, 0.45);
  }
  button[aria-current='true'] { background: #fff; }
`;

const slides = appMessages.appHome.slides;

export function AdCarousel() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [index]);
  const slide = slides[index] ?? slides[0];
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  return (
    <Frame aria-roledescription="carousel" aria-label="Times news">
      <Arrow type="button" $side="left" aria-label={appMessages.appHome.previousSlide} onClick={() => go(-1)}>
        ‹
      </Arrow>
      <div aria-live="polite" data-testid="ad-slide">
        <h2>{slide.title}</h2>
        <p>{slide.text}</p>
      </div>
      <Dots>
        {slides.map((s, i) => (
          <button
            key={s.title}
            type="button"
            aria-label={appMessages.appHome.slideLabel(i + 1)}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Dots>
      <Arrow type="button" $side="right" aria-label={appMessages.appHome.nextSlide} onClick={() => go(1)}>
        ›
      </Arrow>
    </Frame>
  );
}

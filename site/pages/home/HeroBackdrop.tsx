/**
 * Behind the hero: a still drawn in code (a soft gradient, always there, nothing to download)
 * and, when the deployment configures one, a muted looping video over it. The video is decorative, appears only
 * after hydration, never under reduced motion, and goes away if it fails to load.
 */
import { useEffect, useId, useState } from 'react';
import { siteConfig } from '../../config';
import { motionAllowed } from './motion';

function HeroStill() {
  const glow = useId();
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={`${glow}a`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#818cf8" stopOpacity="0.45" />
          <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${glow}b`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fdba74" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fdba74" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="720" fill="#eef2ff" />
      <circle cx="220" cy="160" r="420" fill={`url(#${glow}a)`} />
      <circle cx="1260" cy="560" r="460" fill={`url(#${glow}b)`} />
      <circle cx="1180" cy="120" r="260" fill={`url(#${glow}a)`} />
    </svg>
  );
}

function HeroVideo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <video
      // React sets `muted` as a property only; some browsers autoplay only with the attribute, so set both.
      ref={(video) => {
        if (!video) return;
        video.muted = true;
        video.setAttribute('muted', '');
      }}
      src={src}
      muted
      autoPlay
      loop
      playsInline
      preload="metadata"
      tabIndex={-1}
      onError={() => setFailed(true)}
      className="absolute inset-0 h-full w-full object-cover opacity-30"
    />
  );
}

export function HeroBackdrop() {
  const [video, setVideo] = useState<string>();
  useEffect(() => {
    const { heroVideo } = siteConfig();
    if (heroVideo && motionAllowed()) setVideo(heroVideo);
  }, []);
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden bg-primary-soft">
      <HeroStill />
      {video && <HeroVideo src={video} />}
      {/* Fades to the page's white and keeps the text readable over any video. */}
      <div className="absolute inset-0 bg-gradient-to-b from-white/40 via-white/60 to-white" />
    </div>
  );
}

/**
 * Leaflet's stylesheet, injected once into document.head as <style data-leaflet> by the first
 * map that mounts. The CSS arrives as text (webpack asset/source), inside this lazy chunk only.
 */
import { useInsertionEffect } from 'react';
import leafletCss from 'leaflet/dist/leaflet.css';

export function ensureLeafletCss(doc: Document = document): void {
  if (doc.head.querySelector('style[data-leaflet]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-leaflet', '');
  style.textContent = leafletCss;
  doc.head.appendChild(style);
}

/** Insertion effects run before refs and layout effects, so the CSS is there when Leaflet measures. */
export function useLeafletCss(): void {
  useInsertionEffect(() => {
    ensureLeafletCss();
  }, []);
}

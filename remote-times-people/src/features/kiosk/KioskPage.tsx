/** /apptimes/kiosk: choose a site, then its kiosk at /apptimes/kiosk/<sd>. */
import { Route, Routes } from 'react-router-dom';
import { KioskScreen } from './KioskScreen';
import { KioskSitePicker } from './KioskSitePicker';

export function KioskPage() {
  return (
    <Routes>
      <Route index element={<KioskSitePicker />} />
      <Route path=":std" element={<KioskScreen />} />
    </Routes>
  );
}

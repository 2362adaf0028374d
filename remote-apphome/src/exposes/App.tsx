/** Exposed as './App': the signed-in app home at /apphome. Its screens grow with the app-home issue. */
import { Route, Routes } from 'react-router-dom';
import { TopBar } from '../layout/TopBar';
import { HomeWelcome } from '../features/home/HomeWelcome';

export default function App() {
  return (
    <>
      <TopBar />
      <Routes>
        <Route path="*" element={<HomeWelcome />} />
      </Routes>
    </>
  );
}

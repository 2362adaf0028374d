/** Exposed as './App': the signed-in app home at /apphome and its child pages. */
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { AppHomeLayout } from '../layout/AppHomeLayout';
import { AppHomePage } from '../features/home/AppHomePage';
import { NewAppPage } from '../features/new-app/NewAppPage';
import { MessagesPage } from '../features/messages/MessagesPage';
import { ProfilePage } from '../features/profile/ProfilePage';

export default function App() {
  return (
    <AppHomeLayout>
      <Routes>
        <Route index element={<AppHomePage />} />
        <Route path="homenewapp" element={<NewAppPage />} />
        <Route path="homemessages" element={<MessagesPage />} />
        <Route path="homeprofile" element={<ProfilePage />} />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </AppHomeLayout>
  );
}

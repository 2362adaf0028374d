/** Exposed as './Root': /approot and its children signup, login, forgotpassword, contactus. */
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { PublicLayout } from '../layout/PublicLayout';
import { VisitorGate } from '../features/first-visit/VisitorGate';
import { ReturnToRoot } from '../features/first-visit/ReturnToRoot';
import { SignUpPage } from '../features/signup/SignUpPage';
import { SignInPage } from '../features/signin/SignInPage';
import { ForgotPasswordPage } from '../features/forgot-password/ForgotPasswordPage';
import { ContactPage } from '../features/contact/ContactPage';

export default function Root() {
  return (
    <PublicLayout>
      <VisitorGate>
        <Routes>
          <Route index element={<ReturnToRoot />} />
          <Route path="signup" element={<SignUpPage />} />
          <Route path="login" element={<SignInPage />} />
          <Route path="forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="contactus" element={<ContactPage />} />
          <Route path="*" element={<NotFoundCard />} />
        </Routes>
      </VisitorGate>
    </PublicLayout>
  );
}

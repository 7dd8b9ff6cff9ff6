export { default } from '@/features/account/screens/change-password';

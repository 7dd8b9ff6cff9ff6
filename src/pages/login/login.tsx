export { default } from '@/features/account/screens/login';

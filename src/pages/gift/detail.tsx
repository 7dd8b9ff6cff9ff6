export { default } from '@/features/gifts/screens/gift-detail';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type UpdateProfileRequest } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';
import { adoptAccountLanguage } from '#client/session/account-language.ts';
import { meQueryOptions } from '#client/session/api/get-me.ts';
import { PROFILE_KEY } from '#client/api/profile-keys.ts';

export function updateProfile(body: UpdateProfileRequest) {
  return api.put('/profile', body, { schema: profileSchema });
}

/** Saves and reloads the user (the session's name and picture come from /auth/me). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The language saved in the profile is the app's from now on.
      adoptAccountLanguage(profile.language);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['warnings'] });
    },
  });
}

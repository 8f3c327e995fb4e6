import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';
import { meQueryOptions } from '#client/session/api/get-me.ts';
import { PROFILE_KEY } from '#client/api/profile-keys.ts';

export function uploadPicture(file: File) {
  const data = new FormData();
  data.append('file', file);
  return api.upload('/profile/picture', data, { schema: profileSchema });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}

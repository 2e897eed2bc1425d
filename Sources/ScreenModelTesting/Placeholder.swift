// ScreenModelTesting

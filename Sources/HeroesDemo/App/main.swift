print("HeroesDemo")

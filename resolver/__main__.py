from resolver.cli import main

raise SystemExit(main())
